EN = []
RU = []
